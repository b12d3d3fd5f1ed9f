/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_DeletedInputs */

const en_volunteer_templates_deleted = /** @type {(inputs: Volunteer_Templates_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift template was removed. Events already given its shifts keep them.`)
};

const de_volunteer_templates_deleted = /** @type {(inputs: Volunteer_Templates_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schichtvorlage ist gelöscht. Termine, die ihre Schichten schon haben, behalten sie.`)
};

/**
* | output |
* | --- |
* | "The shift template was removed. Events already given its shifts keep them." |
*
* @param {Volunteer_Templates_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_deleted = /** @type {((inputs?: Volunteer_Templates_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_deleted(inputs)
	return en_volunteer_templates_deleted(inputs)
});