/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, time: NonNullable<unknown> }} Events_Door_Check_In_Not_OpenInputs */

const en_events_door_check_in_not_open = /** @type {(inputs: Events_Door_Check_In_Not_OpenInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Check-in opens at ${i?.time}, ${i?.hours} hour before kickoff`);
	return /** @type {LocalizedString} */ (`Check-in opens at ${i?.time}, ${i?.hours} hours before kickoff`)
	
};

const de_events_door_check_in_not_open = /** @type {(inputs: Events_Door_Check_In_Not_OpenInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Einlass ab ${i?.time}, ${i?.hours} Stunde vor Anstoß`);
	return /** @type {LocalizedString} */ (`Einlass ab ${i?.time}, ${i?.hours} Stunden vor Anstoß`)
	
};

/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Check-in opens at {time}, {hours} hour before kickoff" |
* | * | "Check-in opens at {time}, {hours} hours before kickoff" |
*
* @param {Events_Door_Check_In_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_check_in_not_open = /** @type {((inputs: Events_Door_Check_In_Not_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Check_In_Not_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_check_in_not_open(inputs)
	return en_events_door_check_in_not_open(inputs)
});