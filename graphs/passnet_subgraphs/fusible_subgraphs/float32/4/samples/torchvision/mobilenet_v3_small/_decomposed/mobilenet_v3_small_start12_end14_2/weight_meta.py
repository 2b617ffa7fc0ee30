class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_0_parameters_weight_"
	shape = [16, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.022
	std = 0.368


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.030
	data = [0.041385, -0.006835, -0.008137, -0.012786, -0.005301, -0.010091, 0.009688, 0.006452, 0.041159, -0.041153, -0.027028, 0.048595, 0.022584, -0.025852, 0.031290, -0.051823]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.065
	std = 0.321
	min_val = 0
	data = [1.327635, 1.245461, 0.725582, 1.470586, 1.190514, 0.509312, 0.517526, 1.177253, 1.230665, 1.433727, 1.387006, 1.310474, 0.849557, 0.966077, 0.686836, 1.016665]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_input_7:
	name = "in_5"
	original_name = "input_7"
	shape = [32, 16, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.020
	std = 0.026
