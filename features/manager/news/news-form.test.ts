import { describe, expect, it } from 'vitest';
import { createNewsBodySchema } from '../../../contract/news';
import { messages } from '../../../contract/messages';
import { makeNews } from '../../../mocks/data/news';
import { toNewsBody } from './news-form';

const news = makeNews({ image: '/media/tin.png' });

describe('toNewsBody', () => {
  it('adds with the picked picture, or null without one', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: [], promotion: false }, null)).toEqual({ title: 'T', content: 'C', image: null, promotion: false });
    expect(toNewsBody({ title: 'T', content: 'C', image: ['data:image/png;base64,AA=='], promotion: false }, null).image).toBe('data:image/png;base64,AA==');
  });

  it('edits with null for an unchanged picture, "" for a removed one, the data URL for a new one', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: ['/media/tin.png'], promotion: false }, news).image).toBeNull();
    expect(toNewsBody({ title: 'T', content: 'C', image: [], promotion: false }, news).image).toBe('');
    expect(toNewsBody({ title: 'T', content: 'C', image: ['data:image/png;base64,AA=='], promotion: false }, news).image).toBe('data:image/png;base64,AA==');
  });

  it('an article without a picture stays without one when none is picked', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: [], promotion: false }, makeNews({ image: null })).image).toBeNull();
  });

  it('sends the promotion flag as ticked, on add and on edit, so an edit can clear it', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: [], promotion: true }, null).promotion).toBe(true);
    const promoted = makeNews({ promotion: true });
    expect(toNewsBody({ title: 'T', content: 'C', image: [], promotion: false }, promoted).promotion).toBe(false);
    expect(createNewsBodySchema.parse(toNewsBody({ title: 'T', content: 'C', image: [], promotion: true }, promoted)).promotion).toBe(true);
  });

  it('is what the contract checks: title and content required, with their messages', () => {
    const result = createNewsBodySchema.safeParse(toNewsBody({ title: '  ', content: '', image: [], promotion: false }, null));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.news.titleRequired, messages.validation.contentRequired]);
  });
});
