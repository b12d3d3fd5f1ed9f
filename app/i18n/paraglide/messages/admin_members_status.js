/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_StatusInputs */

const en_admin_members_status = /** @type {(inputs: Admin_Members_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership status`)
};

const de_admin_members_status = /** @type {(inputs: Admin_Members_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedsstatus`)
};

/**
* | output |
* | --- |
* | "Membership status" |
*
* @param {Admin_Members_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_status = /** @type {((inputs?: Admin_Members_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_status(inputs)
	return en_admin_members_status(inputs)
});