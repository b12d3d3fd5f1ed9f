/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_NewerInputs */

const en_admin_members_newer = /** @type {(inputs: Admin_Members_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Newer members`)
};

const de_admin_members_newer = /** @type {(inputs: Admin_Members_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Neuere Mitglieder`)
};

/**
* | output |
* | --- |
* | "← Newer members" |
*
* @param {Admin_Members_NewerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_newer = /** @type {((inputs?: Admin_Members_NewerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_NewerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_newer(inputs)
	return en_admin_members_newer(inputs)
});