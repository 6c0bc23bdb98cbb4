// `npx tsx server/seed/story-pictures.ts`: writes the pictures the stories' mock data shows
// (public/images/demo/service-1..8.svg, news-1..6.svg) with the seed's own drawings, so the
// stories show as varied a catalogue as the demo garage instead of one car eight times.
// Kept as SVG (3-5 KB each): Storybook serves them as they are, with no sharp step.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedCategories, seedNews } from './data';
import { newsImageSvg, serviceImageSvg } from './images';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/images/demo');

// One or two services of each category, taken in turn, so neighbouring mock cards differ in kind too.
const services = seedCategories.flatMap((category) => category.services.slice(0, 2).map((service) => ({ title: service.name, category: category.name, icon: category.icon, colors: category.colors })));
const picked = [0, 2, 4, 6, 8, 10, 12, 1].map((index) => services[index % services.length]!);

picked.forEach((service, i) => writeFileSync(path.join(folder, `service-${i + 1}.svg`), serviceImageSvg(service)));
seedNews.slice(0, 6).forEach((article, i) => writeFileSync(path.join(folder, `news-${i + 1}.svg`), newsImageSvg(article)));
console.info(`${picked.length} service and 6 news pictures written to ${folder}`);
