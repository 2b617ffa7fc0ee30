class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_modules_out_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_modules_out_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_parameters_in_proj_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_parameters_in_proj_bias_"
	shape = [2304]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_parameters_in_proj_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_1_modules_self_attention_parameters_in_proj_weight_"
	shape = [2304, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.026


class Program_weight_tensor_meta_input_7:
	name = "in_4"
	original_name = "input_7"
	shape = [4, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.014
	std = 0.842


class Program_weight_tensor_meta_query_1:
	name = "in_5"
	original_name = "query_1"
	shape = [197, 4, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 1.000
