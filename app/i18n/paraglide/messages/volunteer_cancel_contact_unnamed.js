/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Cancel_Contact_UnnamedInputs */

const en_volunteer_cancel_contact_unnamed = /** @type {(inputs: Volunteer_Cancel_Contact_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please contact the coordinator to cancel.`)
};

const de_volunteer_cancel_contact_unnamed = /** @type {(inputs: Volunteer_Cancel_Contact_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte sag bei der Koordination ab.`)
};

/**
* | output |
* | --- |
* | "Please contact the coordinator to cancel." |
*
* @param {Volunteer_Cancel_Contact_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_contact_unnamed = /** @type {((inputs?: Volunteer_Cancel_Contact_UnnamedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_Contact_UnnamedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_cancel_contact_unnamed(inputs)
	return en_volunteer_cancel_contact_unnamed(inputs)
});