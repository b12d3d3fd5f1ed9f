/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ formatted: NonNullable<unknown>, count: NonNullable<unknown> }} News_Admin_SentInputs */

const en_news_admin_sent = /** @type {(inputs: News_Admin_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sent to ${i?.formatted} member.`);
	return /** @type {LocalizedString} */ (`Sent to ${i?.formatted} members.`)
	
};

const de_news_admin_sent = /** @type {(inputs: News_Admin_SentInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`An ${i?.formatted} Mitglied gesendet.`);
	return /** @type {LocalizedString} */ (`An ${i?.formatted} Mitglieder gesendet.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Sent to {formatted} member." |
* | * | "Sent to {formatted} members." |
*
* @param {News_Admin_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_sent = /** @type {((inputs: News_Admin_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_sent(inputs)
	return en_news_admin_sent(inputs)
});