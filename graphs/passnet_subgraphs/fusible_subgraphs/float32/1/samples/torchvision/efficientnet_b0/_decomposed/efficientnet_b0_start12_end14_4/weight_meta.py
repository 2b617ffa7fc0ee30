class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_0_parameters_weight_"
	shape = [16, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.350


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021
	data = [0.009297, -0.018041, 0.021656, -0.010136, -0.028090, 0.005967, 0.006606, 0.027550, -0.024608, -0.013681, 0.023721, -0.011058, -0.032774, 0.036809, -0.001825, 0.012498]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.084
	std = 0.206
	min_val = 0
	data = [1.172732, 1.351866, 1.301696, 0.801126, 0.930648, 1.109005, 1.346583, 1.018095, 1.268362, 1.041462, 1.311825, 0.848569, 0.795309, 1.226331, 0.804383, 1.019181]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.014
	data = [-0.011193, 0.010669, 0.008138, 0.007892, 0.003430, 0.017521, -0.005742, 0.020433, -0.001488, -0.021844, 0.007841, 0.011891, 0.013245, -0.024126, 0.012149, -0.010943]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_2_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081]


class Program_weight_tensor_meta_input_7:
	name = "in_5"
	original_name = "input_7"
	shape = [4, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.010
