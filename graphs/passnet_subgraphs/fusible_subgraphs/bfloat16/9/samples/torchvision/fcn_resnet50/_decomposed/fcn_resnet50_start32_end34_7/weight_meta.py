class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_mean_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_buffers_running_var_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.298
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_bn3_parameters_weight_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_conv3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_2_modules_conv3_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.089


class Program_weight_tensor_meta_out_25:
	name = "in_5"
	original_name = "out_25"
	shape = [1, 64, 130, 130]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.271
	std = 0.408
