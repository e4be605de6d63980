/**
 * The words a visitor may type to find a category: its label in every language of the site (and
 * its slug, spaced), folded for search. Server-only: it reads every dictionary, which the browser
 * never loads.
 */
import { supportedLanguages } from "~/i18n/languages";
import { dictionaries } from "~/locales";
import { foldForSearch } from "~/site/pagination";
import type { PartnerCategory } from "./directory-options";
import type { CategoryWords } from "./directory-query";

const wordsOf = (category: PartnerCategory) =>
  [category.replace(/-/g, " "), ...supportedLanguages.map((language) => dictionaries[language].directory.categories[category])].map(foldForSearch);

export const categoryWords: CategoryWords = {
  "credit-repair": wordsOf("credit-repair"),
  mortgage: wordsOf("mortgage"),
  "financial-planning": wordsOf("financial-planning"),
  "tax-services": wordsOf("tax-services"),
  "real-estate": wordsOf("real-estate"),
  "business-financing": wordsOf("business-financing"),
  "insurance-brokerage": wordsOf("insurance-brokerage"),
  education: wordsOf("education"),
};
