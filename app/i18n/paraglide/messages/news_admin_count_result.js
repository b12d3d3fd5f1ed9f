/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formatted: NonNullable<unknown>, count: NonNullable<unknown> }} News_Admin_Count_ResultInputs */

const en_news_admin_count_result = /** @type {(inputs: News_Admin_Count_ResultInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This audience is ${i?.formatted} member now.`);
	return /** @type {LocalizedString} */ (`This audience is ${i?.formatted} members now.`)
	
};

const de_news_admin_count_result = /** @type {(inputs: News_Admin_Count_ResultInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Diese Zielgruppe umfasst jetzt ${i?.formatted} Mitglied.`);
	return /** @type {LocalizedString} */ (`Diese Zielgruppe umfasst jetzt ${i?.formatted} Mitglieder.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This audience is {formatted} member now." |
* | * | "This audience is {formatted} members now." |
*
* @param {News_Admin_Count_ResultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_count_result = /** @type {((inputs: News_Admin_Count_ResultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Count_ResultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_count_result(inputs)
	return en_news_admin_count_result(inputs)
});