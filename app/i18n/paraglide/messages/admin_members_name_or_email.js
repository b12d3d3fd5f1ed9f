/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_Name_Or_EmailInputs */

const en_admin_members_name_or_email = /** @type {(inputs: Admin_Members_Name_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or email`)
};

const de_admin_members_name_or_email = /** @type {(inputs: Admin_Members_Name_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name oder E-Mail`)
};

/**
* | output |
* | --- |
* | "Name or email" |
*
* @param {Admin_Members_Name_Or_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_name_or_email = /** @type {((inputs?: Admin_Members_Name_Or_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Name_Or_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_name_or_email(inputs)
	return en_admin_members_name_or_email(inputs)
});