class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_0_parameters_weight_"
	shape = [20, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.052


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.018
	data = [-0.025676, 0.018177, 0.019082, 0.022458, -0.006411, -0.027690, 0.010243, -0.000674, -0.017788, -0.033444, 0.019931, -0.023535, -0.024022, 0.013035, -0.020500, 0.002594, -0.007202, -0.018938, -0.010698, 0.003110]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.976
	std = 0.266
	min_val = 0
	data = [0.706857, 0.902238, 0.966700, 0.901814, 0.936143, 0.859544, 1.227096, 0.523435, 1.184529, 0.677174, 1.471122, 1.001246, 1.047708, 0.641053, 0.884042, 1.327106, 1.243701, 0.664783, 1.401336, 0.948610]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_bias_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.025
	data = [-0.027746, -0.057709, -0.001175, 0.010601, -0.014681, 0.021685, 0.007408, 0.016899, 0.009855, 0.010439, -0.038776, -0.003736, 0.004782, -0.047661, 0.009068, 0.027641, 0.004932, 0.027483, -0.003169, 0.025364]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_ghost2_modules_primary_conv_modules_1_parameters_weight_"
	shape = [20]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [1.045492, 0.981761, 1.010209, 1.010632, 1.023207, 1.002751, 0.985507, 0.986914, 1.003974, 0.958466, 1.000927, 1.014234, 1.020673, 1.009752, 0.981470, 0.988504, 0.967326, 1.020931, 0.978691, 1.005078]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_expand_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_expand_parameters_bias_"
	shape = [120]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.098


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_expand_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_expand_parameters_weight_"
	shape = [120, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_reduce_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_reduce_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.051
	data = [-0.036686, -0.049538, -0.015999, -0.033615, -0.002682, 0.031183, -0.023832, 0.063899, -0.013517, 0.082549, 0.041440, 0.021690, -0.003930, -0.013106, -0.002807, -0.048222, 0.057185, -0.000017, -0.045808, -0.024244, -0.033806, -0.080391, -0.047928, -0.041336, 0.084423, 0.081006, 0.048585, 0.082742, -0.090670, -0.062555, 0.044284, 0.059650]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_reduce_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_4_modules_0_modules_se_modules_conv_reduce_parameters_weight_"
	shape = [32, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.053


class Program_weight_tensor_meta_x_20:
	name = "in_9"
	original_name = "x_20"
	shape = [32, 120, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.020


class Program_weight_tensor_meta_x_se_4:
	name = "in_10"
	original_name = "x_se_4"
	shape = [32, 120, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.019
