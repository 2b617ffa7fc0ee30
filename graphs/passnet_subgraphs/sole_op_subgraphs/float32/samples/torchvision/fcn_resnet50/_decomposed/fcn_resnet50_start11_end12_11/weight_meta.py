class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_mean_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_buffers_running_var_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.990
	std = 0.295
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_bn3_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.023


class Program_weight_tensor_meta_out_6:
	name = "in_0"
	original_name = "out_6"
	shape = [1, 256, 130, 130]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.150
