/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_All_StatusesInputs */

const en_admin_members_all_statuses = /** @type {(inputs: Admin_Members_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const de_admin_members_all_statuses = /** @type {(inputs: Admin_Members_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Status`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Admin_Members_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_all_statuses = /** @type {((inputs?: Admin_Members_All_StatusesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_All_StatusesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_all_statuses(inputs)
	return en_admin_members_all_statuses(inputs)
});