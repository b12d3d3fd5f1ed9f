/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Door_SendingInputs */

const en_events_door_sending = /** @type {(inputs: Events_Door_SendingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sending ${i?.count} check-in…`);
	return /** @type {LocalizedString} */ (`Sending ${i?.count} check-ins…`)
	
};

const de_events_door_sending = /** @type {(inputs: Events_Door_SendingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Einlass wird gesendet …`);
	return /** @type {LocalizedString} */ (`${i?.count} Einlässe werden gesendet …`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Sending {count} check-in…" |
* | * | "Sending {count} check-ins…" |
*
* @param {Events_Door_SendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_sending = /** @type {((inputs: Events_Door_SendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_SendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_sending(inputs)
	return en_events_door_sending(inputs)
});