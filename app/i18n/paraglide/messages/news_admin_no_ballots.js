/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_No_BallotsInputs */

const en_news_admin_no_ballots = /** @type {(inputs: News_Admin_No_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ballots yet`)
};

const de_news_admin_no_ballots = /** @type {(inputs: News_Admin_No_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Verlosungen`)
};

/**
* | output |
* | --- |
* | "No ballots yet" |
*
* @param {News_Admin_No_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_no_ballots = /** @type {((inputs?: News_Admin_No_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_No_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_no_ballots(inputs)
	return en_news_admin_no_ballots(inputs)
});