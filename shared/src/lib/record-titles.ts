import { brand } from './brand';

// Titles of pages that show one record. The server writes them into the HTML of a direct load and the pages set
// them on in-app navigation, so both ways give the same title.

export function formatBlogArticleTitle(blogTitle: string): string {
  return `${blogTitle} | ${brand.productName}`;
}

export function formatJobDetailsTitle(jobTitle: string): string {
  return `Careers: ${jobTitle} | ${brand.productName}`;
}

export function formatApplyJobTitle(jobTitle: string): string {
  return `Apply for ${jobTitle} | ${brand.productName}`;
}
