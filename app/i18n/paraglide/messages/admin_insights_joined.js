/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_JoinedInputs */

const en_admin_insights_joined = /** @type {(inputs: Admin_Insights_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

const de_admin_insights_joined = /** @type {(inputs: Admin_Insights_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu dabei`)
};

/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Admin_Insights_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_joined = /** @type {((inputs?: Admin_Insights_JoinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_JoinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_joined(inputs)
	return en_admin_insights_joined(inputs)
});