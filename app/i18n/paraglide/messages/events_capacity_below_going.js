/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ going: NonNullable<unknown> }} Events_Capacity_Below_GoingInputs */

const en_events_capacity_below_going = /** @type {(inputs: Events_Capacity_Below_GoingInputs) => LocalizedString} */ (i) => {const goingPlural = registry.plural("en", i?.going, {});
	if (goingPlural === "one") return /** @type {LocalizedString} */ (`Capacity can't be lower than the ${i?.going} member already going. Enter ${i?.going} or more, or leave it empty for unlimited.`);
	return /** @type {LocalizedString} */ (`Capacity can't be lower than the ${i?.going} members already going. Enter ${i?.going} or more, or leave it empty for unlimited.`)
	
};

const de_events_capacity_below_going = /** @type {(inputs: Events_Capacity_Below_GoingInputs) => LocalizedString} */ (i) => {const goingPlural = registry.plural("de", i?.going, {});
	if (goingPlural === "one") return /** @type {LocalizedString} */ (`Die Kapazität darf nicht unter dem ${i?.going} Mitglied liegen, das schon zugesagt hat. Gib ${i?.going} oder mehr ein oder lass das Feld leer für unbegrenzt.`);
	return /** @type {LocalizedString} */ (`Die Kapazität darf nicht unter den ${i?.going} Mitgliedern liegen, die schon zugesagt haben. Gib ${i?.going} oder mehr ein oder lass das Feld leer für unbegrenzt.`)
	
};

/**
* | goingPlural | output |
* | --- | --- |
* | "one" | "Capacity can't be lower than the {going} member already going. Enter {going} or more, or leave it empty for unlimited." |
* | * | "Capacity can't be lower than the {going} members already going. Enter {going} or more, or leave it empty for unlimited." |
*
* @param {Events_Capacity_Below_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_capacity_below_going = /** @type {((inputs: Events_Capacity_Below_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Capacity_Below_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_capacity_below_going(inputs)
	return en_events_capacity_below_going(inputs)
});