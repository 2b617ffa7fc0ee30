class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.077
	std = 0.265
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn2_buffers_running_mean_:
	name = "in_4"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn2_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn2_buffers_running_var_:
	name = "in_5"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn2_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.958
	std = 0.294
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn2_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn2_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.024


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_bn2_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_level2_modules_tree1_modules_bn2_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.007
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_conv1_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_level2_modules_tree1_modules_conv1_parameters_weight_"
	shape = [64, 32, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.060


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree1_modules_conv2_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_level2_modules_tree1_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn1_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn1_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn1_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn1_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.996
	std = 0.268
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn1_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn1_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn1_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn2_buffers_running_mean_:
	name = "in_14"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn2_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn2_buffers_running_var_:
	name = "in_15"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn2_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.031
	std = 0.277
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn2_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn2_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_bn2_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_level2_modules_tree2_modules_bn2_parameters_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_conv1_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_level2_modules_tree2_modules_conv1_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_level2_modules_tree2_modules_conv2_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_level2_modules_tree2_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.059


class Program_weight_tensor_meta_input_11:
	name = "in_20"
	original_name = "input_11"
	shape = [2, 64, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.217


class Program_weight_tensor_meta_input_9:
	name = "in_21"
	original_name = "input_9"
	shape = [2, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.098
	std = 0.132
