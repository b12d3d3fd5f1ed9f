/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Events_Form_Template_OptionInputs */

const en_events_form_template_option = /** @type {(inputs: Events_Form_Template_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} (${i?.count} shift)`);
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.count} shifts)`)
	
};

const de_events_form_template_option = /** @type {(inputs: Events_Form_Template_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} (${i?.count} Schicht)`);
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.count} Schichten)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name} ({count} shift)" |
* | * | "{name} ({count} shifts)" |
*
* @param {Events_Form_Template_OptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_template_option = /** @type {((inputs: Events_Form_Template_OptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Template_OptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_template_option(inputs)
	return en_events_form_template_option(inputs)
});