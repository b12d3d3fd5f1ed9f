/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_SearchingInputs */

const en_admin_members_searching = /** @type {(inputs: Admin_Members_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching...`)
};

const de_admin_members_searching = /** @type {(inputs: Admin_Members_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesucht …`)
};

/**
* | output |
* | --- |
* | "Searching..." |
*
* @param {Admin_Members_SearchingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_searching = /** @type {((inputs?: Admin_Members_SearchingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_SearchingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_searching(inputs)
	return en_admin_members_searching(inputs)
});