import { useCallback, useId, useRef, useState, type Ref } from 'react';
import { format, messages } from '../../contract/messages';
import type { ConsentChoices } from '../../contract/privacy';
import { CONSENT_PURPOSE_DETAILS, CONSENT_PURPOSE_LABELS, CONSENT_PURPOSES, type ConsentPurpose } from '../../contract/privacy-rules';
import { Checkbox } from '../../ui/checkbox';
import { cn } from '../../ui/cn';
import { FormField } from '../../ui/form-field';
import { usePrivacyNotice } from './get-privacy-notice';

/** Where the notice is read (H3's page); the link names the version the boxes refer to. */
export const PRIVACY_NOTICE_HREF = '/chinh-sach-bao-mat';

/** What the person ticked: nothing until they tick it themselves. */
export type ConsentBoxes = Readonly<Record<ConsentPurpose, boolean>>;
export const NO_CONSENTS: ConsentBoxes = { processing: false, serviceMessages: false, marketing: false };

export interface ConsentFieldsProps {
  value: ConsentBoxes;
  onChange: (value: ConsentBoxes) => void;
  /** The notice version the boxes name; null while it loads. */
  noticeVersion: number | null;
  /** Shown under the required box (not ticked, or the notice could not be read). */
  error?: string | undefined;
  /** A staff member asks the person (desk booking, check-in): the boxes say so. */
  forStaff?: boolean;
  disabled?: boolean;
  /** The required box, for the form to focus when it is missing. */
  processingRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * The consent boxes of a form that takes personal data: processing for this request (required),
 * service messages and marketing (each optional), none ticked in advance, each with what it is
 * for, and the notice they refer to by its version.
 */
export function ConsentFields({ value, onChange, noticeVersion, error, forStaff = false, disabled = false, processingRef, className }: ConsentFieldsProps) {
  const introId = useId();
  return (
    <fieldset aria-describedby={introId} disabled={disabled} className={cn('min-w-0 space-y-3 rounded-control border border-line p-4', className)}>
      <legend className="px-1 text-sm font-semibold text-ink">{messages.consentForms.legend}</legend>
      <p id={introId} className="text-sm text-ink-muted">
        {forStaff ? messages.consentForms.deskIntro : messages.consentForms.intro}{' '}
        {/* A plain link: the forms that show the boxes are also hydrated on their own, outside the router (ui/island). */}
        <a href={PRIVACY_NOTICE_HREF} target="_blank" rel="noopener" className="font-medium text-navy-700 underline underline-offset-2">
          {noticeVersion === null ? messages.consentForms.noticeLinkLoading : format(messages.consentForms.noticeLink, { version: noticeVersion })}
        </a>
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <FormField
          key={purpose}
          layout="inline"
          required={purpose === 'processing'}
          label={CONSENT_PURPOSE_LABELS[purpose]}
          hint={CONSENT_PURPOSE_DETAILS[purpose]}
          error={purpose === 'processing' ? error : undefined}
        >
          <Checkbox
            ref={purpose === 'processing' ? processingRef : undefined}
            name={`consents.${purpose}`}
            checked={value[purpose]}
            onCheckedChange={(checked) => onChange({ ...value, [purpose]: checked === true })}
          />
        </FormField>
      ))}
    </fieldset>
  );
}

export interface ConsentBoxesState {
  /** Spread on <ConsentFields />. */
  fields: Pick<ConsentFieldsProps, 'value' | 'onChange' | 'noticeVersion' | 'error' | 'processingRef'>;
  /**
   * What the form sends as `consents`, or null when it must not send yet (the required box not
   * ticked, or the notice not read): the error then shows and the box takes the focus.
   */
  take: (options?: { focus?: boolean }) => ConsentChoices | null;
  /** Back to nothing ticked (after a successful send). */
  reset: () => void;
  /** The server said the notice changed (409): read it again, the boxes then name the new version. */
  refresh: () => void;
}

/** The boxes' state for a form: the notice in force, what was ticked, and the error to show. */
export function useConsentBoxes(): ConsentBoxesState {
  const notice = usePrivacyNotice();
  const [value, setValue] = useState<ConsentBoxes>(NO_CONSENTS);
  const [error, setError] = useState<string | undefined>(undefined);
  const processingRef = useRef<HTMLButtonElement>(null);
  const version = notice.data?.version ?? null;
  const { mutate } = notice;

  const onChange = useCallback((next: ConsentBoxes) => {
    setValue(next);
    if (next.processing) setError(undefined);
  }, []);

  const take = useCallback(
    ({ focus = true }: { focus?: boolean } = {}): ConsentChoices | null => {
      // The box first (what the person can act on), then the notice the consent would name.
      const refusal = !value.processing ? messages.privacy.processingRequired : version === null ? messages.consentForms.noticeMissing : undefined;
      if (refusal) {
        setError(refusal);
        if (version === null) void mutate();
        if (focus) processingRef.current?.focus();
        return null;
      }
      setError(undefined);
      return { noticeVersion: version!, processing: true, serviceMessages: value.serviceMessages, marketing: value.marketing };
    },
    [mutate, value, version],
  );

  const reset = useCallback(() => {
    setValue(NO_CONSENTS);
    setError(undefined);
  }, []);

  const refresh = useCallback(() => {
    // The person confirms again against the new text.
    setValue((current) => ({ ...current, processing: false }));
    void mutate();
  }, [mutate]);

  return { fields: { value, onChange, noticeVersion: version, error, processingRef }, take, reset, refresh };
}

/** Whether a server's refusal is the 409 of a notice published since the form read it. */
export function isNoticeOutdated(error: unknown): boolean {
  return error instanceof Error && error.message === messages.privacy.noticeOutdated;
}
