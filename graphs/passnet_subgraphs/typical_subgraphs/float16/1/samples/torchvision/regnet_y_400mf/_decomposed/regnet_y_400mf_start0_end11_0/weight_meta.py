class Program_weight_tensor_meta_L_self_modules_stem_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_0_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.078


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.021
	data = [-0.002863, -0.021949, -0.000317, -0.037399, 0.024018, -0.019248, -0.023374, -0.035208, 0.028245, -0.021763, -0.021733, -0.025631, -0.009063, 0.011527, 0.037374, -0.026432, -0.009752, 0.016837, -0.013433, -0.032921, -0.004743, 0.008862, 0.026011, 0.008175, 0.010152, -0.018615, -0.025839, -0.012546, 0.028143, -0.013594, 0.012138, 0.016931]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.969
	std = 0.249
	min_val = 0
	data = [0.817402, 1.475418, 1.096865, 1.081828, 1.128766, 0.983564, 0.955259, 1.147479, 0.691756, 0.776478, 1.202918, 0.961208, 0.577465, 0.685869, 0.830975, 0.594279, 0.779498, 0.509445, 1.201688, 0.808316, 1.045401, 1.062650, 0.922183, 1.282922, 0.633782, 1.096503, 1.024255, 0.757992, 0.985973, 1.213970, 1.479615, 1.207579]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_0_parameters_weight_"
	shape = [48, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.202


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.007
	std = 0.019
	data = [0.018310, 0.048040, 0.014907, 0.017383, 0.010453, -0.023906, 0.015603, -0.024974, 0.003806, 0.005099, 0.032774, 0.003291, -0.003789, -0.028457, -0.000927, 0.016325, -0.003238, 0.004301, -0.022587, -0.000416, 0.016152, -0.004235, 0.055598, 0.015504, 0.037403, -0.015803, 0.022919, 0.023105, -0.003143, 0.027230, 0.015251, -0.010501, 0.013792, 0.007666, 0.029316, -0.008128, 0.013913, -0.002031, -0.029020, 0.019820, -0.000030, 0.013406, 0.005385, -0.031921, 0.020637, 0.004667, 0.028106, 0.001561]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.992
	std = 0.283
	min_val = 0
	data = [1.330773, 1.065634, 1.211296, 1.148356, 0.906642, 1.223659, 0.905857, 0.570205, 0.850857, 0.985080, 0.608063, 0.786288, 0.835756, 0.718435, 1.325744, 0.935451, 0.505806, 0.689844, 0.904762, 0.994994, 1.281402, 1.365322, 1.100854, 0.706848, 1.345355, 1.044623, 1.020124, 1.105083, 0.539904, 0.971365, 0.801018, 0.562775, 1.120546, 0.884202, 1.283396, 1.348481, 0.970687, 0.761149, 1.254990, 1.381097, 1.123667, 0.525389, 1.365230, 0.600792, 1.145523, 0.568166, 1.421259, 1.490379]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018
	data = [0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289, -0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222, -0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, -0.001280, 0.020769, 0.018136, -0.009510, -0.017415, 0.002895, 0.038057, 0.007808]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_a_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.016
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.006281, 1.004267, 0.997599, 1.007209, 0.993719, 0.978426, 1.004816, 0.972075, 0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081, 0.988807, 1.010669, 1.008138, 1.007892, 1.003430, 1.017521, 0.994258, 1.020433, 0.998512, 0.978156, 1.007841, 1.011891, 1.013245, 0.975874, 1.012149, 0.989057]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_0_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_0_parameters_weight_"
	shape = [48, 8, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.068


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.023
	data = [-0.054101, -0.017536, -0.007915, 0.004067, 0.005879, 0.025198, 0.018134, 0.003379, -0.009696, -0.019157, -0.022829, -0.001048, 0.029605, -0.003571, 0.030543, -0.002420, -0.033718, 0.012555, -0.007817, 0.059953, 0.019874, 0.025751, -0.014305, -0.000707, -0.019930, 0.013262, -0.005451, 0.009982, 0.018367, 0.016457, -0.039139, -0.026006, 0.021081, 0.020065, -0.003513, -0.012782, -0.000664, 0.003534, -0.003430, -0.008868, 0.003319, 0.020253, 0.002604, -0.054464, -0.032691, -0.025901, 0.033981, -0.019265]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.005
	std = 0.269
	min_val = 0
	data = [1.451096, 1.272507, 1.321884, 0.920632, 0.903218, 0.778096, 1.335397, 1.109296, 1.485995, 1.499376, 1.032708, 0.931037, 0.537043, 1.235173, 0.765255, 1.215901, 1.192284, 1.003070, 1.234675, 0.702984, 0.501864, 1.260783, 0.951866, 0.774108, 0.562115, 0.892996, 1.233822, 1.162875, 0.817889, 1.207568, 1.086559, 1.093541, 0.725869, 0.920617, 0.946983, 1.237471, 1.266260, 0.628409, 0.987402, 1.135103, 0.812015, 1.057302, 1.216129, 1.019509, 0.531619, 0.666949, 0.516779, 1.116858]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.025
	data = [-0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112, -0.002585, -0.001092, 0.008167, 0.022527, 0.038701, 0.020154, 0.020093, -0.008670, -0.024852, 0.025691, 0.004875, 0.010607, -0.000291, -0.044714, 0.029321, -0.024381, 0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.017
	data = [0.999213, 0.983971, 0.990089, 0.992770, 1.011702, 0.976880, 0.997133, 0.996105, 0.998289, 1.027890, 1.011938, 0.990343, 0.992678, 0.973459, 1.033906, 1.041310, 0.995321, 1.014146, 1.011601, 1.005366, 0.958821, 1.010680, 0.989292, 0.982727, 0.999530, 1.023433, 1.007974, 0.996026, 0.976881, 0.993667, 1.018806, 0.977061, 1.011176, 1.015835, 0.996306, 0.985365, 0.998387, 0.980399, 1.001210, 0.990221, 0.983725, 1.016400, 0.987337, 1.025895, 1.029257, 0.987591, 1.019768, 0.991356]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_0_parameters_weight_"
	shape = [48, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.201


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [0.026084, 0.046636, -0.027827, -0.005876, -0.015289, -0.018959, 0.005672, 0.009813, -0.017266, -0.027373, -0.019556, -0.006064, -0.014654, 0.024133, 0.014586, 0.005290, 0.008629, 0.017137, 0.035565, 0.029407, 0.008800, 0.031978, 0.013106, -0.052946, 0.014937, -0.006906, -0.004423, -0.017899, 0.016322, 0.009499, -0.004277, 0.004721, 0.022465, 0.011895, -0.004207, -0.018308, -0.007463, -0.020246, -0.021054, -0.003192, 0.004152, -0.030193, 0.021352, 0.019141, -0.001293, -0.012925, 0.007650, -0.037736]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.017
	std = 0.304
	min_val = 0
	data = [0.857915, 1.327556, 0.997071, 0.738502, 0.989703, 0.844088, 0.747790, 0.857743, 1.209363, 0.616079, 0.994626, 0.801924, 0.581290, 0.524699, 0.561058, 0.640976, 0.875183, 1.160185, 0.981310, 1.076994, 1.436289, 1.407798, 1.061775, 0.673917, 1.450674, 1.072211, 1.424220, 0.611371, 0.676682, 1.183863, 1.423894, 1.163726, 1.409509, 0.689838, 1.391105, 1.228000, 0.653583, 1.260696, 0.678633, 1.470093, 1.495362, 0.957059, 1.490041, 0.594612, 1.070776, 1.095415, 1.168746, 1.187440]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.017
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746, -0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_L_x_:
	name = "in_20"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
