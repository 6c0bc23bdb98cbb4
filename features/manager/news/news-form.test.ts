import { describe, expect, it } from 'vitest';
import { createNewsBodySchema } from '../../../contract/news';
import { messages } from '../../../contract/messages';
import { makeNews } from '../../../mocks/data/news';
import { toNewsBody } from './news-form';

const news = makeNews({ image: '/media/tin.png' });

describe('toNewsBody', () => {
  it('adds with the picked picture, or null without one', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: [] }, null)).toEqual({ title: 'T', content: 'C', image: null });
    expect(toNewsBody({ title: 'T', content: 'C', image: ['data:image/png;base64,AA=='] }, null).image).toBe('data:image/png;base64,AA==');
  });

  it('edits with null for an unchanged picture, "" for a removed one, the data URL for a new one', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: ['/media/tin.png'] }, news).image).toBeNull();
    expect(toNewsBody({ title: 'T', content: 'C', image: [] }, news).image).toBe('');
    expect(toNewsBody({ title: 'T', content: 'C', image: ['data:image/png;base64,AA=='] }, news).image).toBe('data:image/png;base64,AA==');
  });

  it('an article without a picture stays without one when none is picked', () => {
    expect(toNewsBody({ title: 'T', content: 'C', image: [] }, makeNews({ image: null })).image).toBeNull();
  });

  it('is what the contract checks: title and content required, with their messages', () => {
    const result = createNewsBodySchema.safeParse(toNewsBody({ title: '  ', content: '', image: [] }, null));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.news.titleRequired, messages.validation.contentRequired]);
  });
});
