/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_Renewals_ClearInputs */

const en_admin_members_renewals_clear = /** @type {(inputs: Admin_Members_Renewals_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show every member`)
};

const de_admin_members_renewals_clear = /** @type {(inputs: Admin_Members_Renewals_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Mitglieder zeigen`)
};

/**
* | output |
* | --- |
* | "Show every member" |
*
* @param {Admin_Members_Renewals_ClearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_renewals_clear = /** @type {((inputs?: Admin_Members_Renewals_ClearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Renewals_ClearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_renewals_clear(inputs)
	return en_admin_members_renewals_clear(inputs)
});