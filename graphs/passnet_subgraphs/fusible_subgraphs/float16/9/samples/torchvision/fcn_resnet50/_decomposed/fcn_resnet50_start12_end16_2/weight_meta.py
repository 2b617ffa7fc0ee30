class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_0_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.089


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_buffers_running_var_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.020
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_downsample_modules_1_parameters_weight_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_out_7:
	name = "in_5"
	original_name = "out_7"
	shape = [1, 256, 130, 130]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.158


class Program_weight_tensor_meta_x_3:
	name = "in_6"
	original_name = "x_3"
	shape = [1, 64, 130, 130]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.150
	std = 0.129
