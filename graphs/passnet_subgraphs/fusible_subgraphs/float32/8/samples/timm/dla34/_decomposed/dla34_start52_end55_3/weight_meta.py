class Program_weight_tensor_meta_L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_buffers_running_mean_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_buffers_running_var_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.006
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_parameters_bias_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_level3_modules_tree2_modules_tree1_modules_bn1_parameters_weight_"
	shape = [128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level3_modules_tree2_modules_tree1_modules_conv1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_level3_modules_tree2_modules_tree1_modules_conv1_parameters_weight_"
	shape = [128, 128, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.042


class Program_weight_tensor_meta_x_5:
	name = "in_5"
	original_name = "x_5"
	shape = [128, 128, 48, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.458
	std = 0.698
