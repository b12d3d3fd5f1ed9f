/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} News_Admin_ScheduledInputs */

const en_news_admin_scheduled = /** @type {(inputs: News_Admin_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It goes out on ${i?.when}.`)
};

const de_news_admin_scheduled = /** @type {(inputs: News_Admin_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie geht am ${i?.when} raus.`)
};

/**
* | output |
* | --- |
* | "It goes out on {when}." |
*
* @param {News_Admin_ScheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_scheduled = /** @type {((inputs: News_Admin_ScheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_ScheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_scheduled(inputs)
	return en_news_admin_scheduled(inputs)
});