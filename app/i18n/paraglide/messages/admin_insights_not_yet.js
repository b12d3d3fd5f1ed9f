/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Not_YetInputs */

const en_admin_insights_not_yet = /** @type {(inputs: Admin_Insights_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet known`)
};

const de_admin_insights_not_yet = /** @type {(inputs: Admin_Insights_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch offen`)
};

/**
* | output |
* | --- |
* | "not yet known" |
*
* @param {Admin_Insights_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_not_yet = /** @type {((inputs?: Admin_Insights_Not_YetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Not_YetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_not_yet(inputs)
	return en_admin_insights_not_yet(inputs)
});