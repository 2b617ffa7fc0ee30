class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.009
	std = 0.018
	data = [-0.015572, 0.020537, 0.012483, 0.005828, 0.011140, -0.014940, 0.001189, 0.022381, 0.020790, 0.007694, 0.001951, 0.030471, 0.050062, -0.001040, 0.021427, -0.013314, -0.000116, -0.002063, 0.035365, 0.015417, 0.016042, 0.017939, -0.011711, -0.023488]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc1_parameters_weight_"
	shape = [24, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_"
	shape = [96, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.141


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_0_parameters_weight_"
	shape = [40, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.222


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_mean_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.019911, 0.007331, 0.011669, 0.017556, 0.023411, 0.020379, -0.000808, -0.018573, 0.041068, -0.020138, 0.019447, 0.014489, -0.017920, 0.012993, -0.007877, 0.011244, -0.004706, -0.004447, -0.008326, -0.016468, 0.005327, 0.008279, 0.010021, -0.004337, -0.016922, -0.019313, 0.030182, 0.014301, -0.006358, -0.006150, 0.011264, -0.002062, -0.001606, -0.029677, 0.000595, -0.019090, -0.065245, 0.018440, 0.024987, 0.016368]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_buffers_running_var_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.987
	std = 0.324
	min_val = 0
	data = [1.204444, 0.507745, 0.767890, 0.654074, 1.442800, 1.274385, 0.504725, 0.579536, 0.755436, 1.392214, 1.368544, 1.270619, 1.138728, 0.611846, 0.915042, 1.436180, 0.700933, 0.858616, 1.333060, 0.871911, 0.715093, 0.675238, 0.708459, 0.538239, 0.943570, 0.986818, 1.316844, 0.748455, 0.858993, 0.649121, 1.492927, 1.005328, 0.520607, 1.229173, 1.274473, 1.338969, 1.498672, 0.895796, 1.109101, 1.379248]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_bias_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [0.022181, 0.022768, 0.007913, 0.009693, 0.028502, -0.044302, -0.005188, -0.012866, -0.032577, 0.005988, 0.009537, 0.001156, -0.019940, 0.001260, 0.041553, -0.023122, -0.016761, 0.000090, -0.001653, -0.022846, 0.010230, 0.005488, -0.025168, 0.015019, 0.013201, 0.019915, -0.004528, 0.011812, -0.052572, 0.008898, 0.000466, 0.000480, 0.003034, -0.012286, 0.027967, 0.015880, 0.018573, 0.014643, 0.006614, -0.015581]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_4_modules_block_modules_3_modules_1_parameters_weight_"
	shape = [40]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.017
	data = [0.987778, 0.988653, 1.021631, 0.990351, 1.010294, 0.977212, 0.999096, 0.987279, 0.970823, 1.004718, 1.013082, 0.970312, 0.980189, 1.013956, 0.989992, 0.970436, 1.001256, 1.019036, 1.006349, 0.979658, 0.990845, 0.978900, 0.975215, 0.981987, 1.024113, 1.003678, 1.005538, 0.991696, 1.004620, 1.003661, 0.991645, 0.952787, 0.975554, 0.978612, 0.992000, 0.978031, 0.976885, 0.993454, 1.007536, 1.019926]


class Program_weight_tensor_meta_input_31:
	name = "in_9"
	original_name = "input_31"
	shape = [1, 96, 14, 14]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.014


class Program_weight_tensor_meta_scale_5:
	name = "in_10"
	original_name = "scale_5"
	shape = [1, 96, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.014
