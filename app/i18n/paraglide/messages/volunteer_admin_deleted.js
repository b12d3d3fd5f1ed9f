/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_DeletedInputs */

const en_volunteer_admin_deleted = /** @type {(inputs: Volunteer_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The opportunity and its signups were removed.`)
};

const de_volunteer_admin_deleted = /** @type {(inputs: Volunteer_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht und ihre Anmeldungen wurden entfernt.`)
};

/**
* | output |
* | --- |
* | "The opportunity and its signups were removed." |
*
* @param {Volunteer_Admin_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_deleted = /** @type {((inputs?: Volunteer_Admin_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_deleted(inputs)
	return en_volunteer_admin_deleted(inputs)
});