/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ confirmed: NonNullable<unknown> }} Volunteer_Spots_Below_ConfirmedInputs */

const en_volunteer_spots_below_confirmed = /** @type {(inputs: Volunteer_Spots_Below_ConfirmedInputs) => LocalizedString} */ (i) => {const confirmedPlural = registry.plural("en", i?.confirmed, {});
	if (confirmedPlural === "one") return /** @type {LocalizedString} */ (`Spots needed can't be lower than the ${i?.confirmed} volunteer already confirmed.`);
	return /** @type {LocalizedString} */ (`Spots needed can't be lower than the ${i?.confirmed} volunteers already confirmed.`)
	
};

const de_volunteer_spots_below_confirmed = /** @type {(inputs: Volunteer_Spots_Below_ConfirmedInputs) => LocalizedString} */ (i) => {const confirmedPlural = registry.plural("de", i?.confirmed, {});
	if (confirmedPlural === "one") return /** @type {LocalizedString} */ (`Es können nicht weniger Plätze sein als die ${i?.confirmed} schon bestätigte Helfer:in.`);
	return /** @type {LocalizedString} */ (`Es können nicht weniger Plätze sein als die ${i?.confirmed} schon bestätigten Helfer:innen.`)
	
};

/**
* | confirmedPlural | output |
* | --- | --- |
* | "one" | "Spots needed can't be lower than the {confirmed} volunteer already confirmed." |
* | * | "Spots needed can't be lower than the {confirmed} volunteers already confirmed." |
*
* @param {Volunteer_Spots_Below_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_spots_below_confirmed = /** @type {((inputs: Volunteer_Spots_Below_ConfirmedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Spots_Below_ConfirmedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_spots_below_confirmed(inputs)
	return en_volunteer_spots_below_confirmed(inputs)
});