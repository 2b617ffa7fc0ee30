class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.019
	data = [0.003840, 0.010855, -0.044376, 0.005180, -0.020594, -0.010015, 0.005467, -0.018362]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc1_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.048
	std = 0.522


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_1_modules_fc2_parameters_weight_"
	shape = [16, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.331


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_0_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_0_parameters_weight_"
	shape = [16, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.022
	std = 0.368


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.030
	data = [0.041385, -0.006835, -0.008137, -0.012786, -0.005301, -0.010091, 0.009688, 0.006452, 0.041159, -0.041153, -0.027028, 0.048595, 0.022584, -0.025852, 0.031290, -0.051823]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.065
	std = 0.321
	min_val = 0
	data = [1.327635, 1.245461, 0.725582, 1.470586, 1.190514, 0.509312, 0.517526, 1.177253, 1.230665, 1.433727, 1.387006, 1.310474, 0.849557, 0.966077, 0.686836, 1.016665]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_1_modules_block_modules_2_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.021
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_input_6:
	name = "in_9"
	original_name = "input_6"
	shape = [1, 16, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.040
	std = 0.052


class Program_weight_tensor_meta_scale:
	name = "in_10"
	original_name = "scale"
	shape = [1, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.040
	std = 0.048
	data = [0.046151, 0.006843, 0.010759, 0.098957, 0.002393, 0.000023, 0.147724, 0.083913, 0.007342, 0.028368, 0.000274, 0.108490, 0.007747, 0.001988, 0.072916, 0.009847]
