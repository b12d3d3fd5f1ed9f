/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_No_ShiftsInputs */

const en_news_admin_no_shifts = /** @type {(inputs: News_Admin_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shifts in the last 30 days or ahead`)
};

const de_news_admin_no_shifts = /** @type {(inputs: News_Admin_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Schichten in den letzten 30 Tagen oder danach`)
};

/**
* | output |
* | --- |
* | "No shifts in the last 30 days or ahead" |
*
* @param {News_Admin_No_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_no_shifts = /** @type {((inputs?: News_Admin_No_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_No_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_no_shifts(inputs)
	return en_news_admin_no_shifts(inputs)
});