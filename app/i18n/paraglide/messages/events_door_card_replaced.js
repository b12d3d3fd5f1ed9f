/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Card_ReplacedInputs */

const en_events_door_card_replaced = /** @type {(inputs: Events_Door_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card replaced — ask for the new one`)
};

const de_events_door_card_replaced = /** @type {(inputs: Events_Door_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte ersetzt – nach der neuen fragen`)
};

/**
* | output |
* | --- |
* | "Card replaced — ask for the new one" |
*
* @param {Events_Door_Card_ReplacedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_card_replaced = /** @type {((inputs?: Events_Door_Card_ReplacedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Card_ReplacedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_card_replaced(inputs)
	return en_events_door_card_replaced(inputs)
});