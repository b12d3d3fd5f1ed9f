/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Cancelled_By_CoordinatorInputs */

const en_volunteer_cancelled_by_coordinator = /** @type {(inputs: Volunteer_Cancelled_By_CoordinatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled by the coordinator`)
};

const de_volunteer_cancelled_by_coordinator = /** @type {(inputs: Volunteer_Cancelled_By_CoordinatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Koordination abgesagt`)
};

/**
* | output |
* | --- |
* | "Cancelled by the coordinator" |
*
* @param {Volunteer_Cancelled_By_CoordinatorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancelled_by_coordinator = /** @type {((inputs?: Volunteer_Cancelled_By_CoordinatorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancelled_By_CoordinatorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_cancelled_by_coordinator(inputs)
	return en_volunteer_cancelled_by_coordinator(inputs)
});