/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_Search_LabelInputs */

const en_admin_members_search_label = /** @type {(inputs: Admin_Members_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search members`)
};

const de_admin_members_search_label = /** @type {(inputs: Admin_Members_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder suchen`)
};

/**
* | output |
* | --- |
* | "Search members" |
*
* @param {Admin_Members_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_search_label = /** @type {((inputs?: Admin_Members_Search_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Search_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_search_label(inputs)
	return en_admin_members_search_label(inputs)
});