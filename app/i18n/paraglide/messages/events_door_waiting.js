/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Door_WaitingInputs */

const en_events_door_waiting = /** @type {(inputs: Events_Door_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Offline — ${i?.count} check-in waiting`);
	return /** @type {LocalizedString} */ (`Offline — ${i?.count} check-ins waiting`)
	
};

const de_events_door_waiting = /** @type {(inputs: Events_Door_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Offline – ${i?.count} Einlass wartet`);
	return /** @type {LocalizedString} */ (`Offline – ${i?.count} Einlässe warten`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Offline — {count} check-in waiting" |
* | * | "Offline — {count} check-ins waiting" |
*
* @param {Events_Door_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_waiting = /** @type {((inputs: Events_Door_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_waiting(inputs)
	return en_events_door_waiting(inputs)
});