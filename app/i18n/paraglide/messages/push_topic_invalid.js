/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Topic_InvalidInputs */

const en_push_topic_invalid = /** @type {(inputs: Push_Topic_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose topics from the list.`)
};

const de_push_topic_invalid = /** @type {(inputs: Push_Topic_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Themen aus der Liste.`)
};

/**
* | output |
* | --- |
* | "Choose topics from the list." |
*
* @param {Push_Topic_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_topic_invalid = /** @type {((inputs?: Push_Topic_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Topic_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_topic_invalid(inputs)
	return en_push_topic_invalid(inputs)
});