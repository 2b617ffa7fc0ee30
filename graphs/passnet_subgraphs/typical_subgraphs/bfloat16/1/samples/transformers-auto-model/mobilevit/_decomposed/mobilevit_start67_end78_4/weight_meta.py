class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
	shape = [144, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_intermediate_modules_dense_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_intermediate_modules_dense_parameters_bias_"
	shape = [288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_intermediate_modules_dense_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_intermediate_modules_dense_parameters_weight_"
	shape = [288, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_after_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_after_parameters_bias_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_after_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layer_modules_2_modules_transformer_modules_layer_modules_0_modules_layernorm_after_parameters_weight_"
	shape = [144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_attention_scores_1:
	name = "in_6"
	original_name = "attention_scores_1"
	shape = [16, 4, 256, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.010
	std = 0.016


class Program_weight_tensor_meta_patches_4:
	name = "in_7"
	original_name = "patches_4"
	shape = [16, 256, 144]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.002


class Program_weight_tensor_meta_value_layer:
	name = "in_8"
	original_name = "value_layer"
	shape = [16, 4, 256, 36]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.010
	std = 0.133
