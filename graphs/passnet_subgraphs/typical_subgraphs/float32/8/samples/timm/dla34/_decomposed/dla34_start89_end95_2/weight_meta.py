class Program_weight_tensor_meta_L_self_modules_level4_modules_tree1_modules_root_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_level4_modules_tree1_modules_root_modules_bn_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree1_modules_root_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_level4_modules_tree1_modules_root_modules_bn_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.028
	std = 0.284
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree1_modules_root_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_level4_modules_tree1_modules_root_modules_bn_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree1_modules_root_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_level4_modules_tree1_modules_root_modules_bn_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree1_modules_root_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_level4_modules_tree1_modules_root_modules_conv_parameters_weight_"
	shape = [256, 512, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.088


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_level4_modules_tree2_modules_tree1_modules_bn1_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_level4_modules_tree2_modules_tree1_modules_conv1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_level4_modules_tree2_modules_tree1_modules_conv1_parameters_weight_"
	shape = [256, 256, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.029


class Program_weight_tensor_meta_cat_3:
	name = "in_10"
	original_name = "cat_3"
	shape = [128, 512, 24, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.884
	std = 2.678
