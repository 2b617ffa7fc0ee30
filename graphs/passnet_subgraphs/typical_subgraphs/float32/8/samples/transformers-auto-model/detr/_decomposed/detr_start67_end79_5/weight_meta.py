class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_convolution_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_convolution_parameters_weight_"
	shape = [64, 256, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_bias_:
	name = "in_1"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
	name = "in_2"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_var_:
	name = "in_3"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_running_var_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.022
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_weight_:
	name = "in_4"
	original_name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_layer_modules_0_modules_normalization_buffers_weight_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.994
	std = 0.020


class Program_weight_tensor_meta_hidden_state_3:
	name = "in_5"
	original_name = "hidden_state_3"
	shape = [32, 256, 160, 160]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.080
	std = 0.124
