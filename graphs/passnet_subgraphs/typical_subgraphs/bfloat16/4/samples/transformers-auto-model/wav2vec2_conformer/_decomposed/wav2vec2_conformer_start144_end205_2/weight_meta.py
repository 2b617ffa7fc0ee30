class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_buffers_running_mean_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_buffers_running_var_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.282
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_batch_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_depthwise_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_depthwise_conv_parameters_weight_"
	shape = [768, 1, 31]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.253


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_layer_norm_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_layer_norm_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_pointwise_conv1_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_pointwise_conv1_parameters_weight_"
	shape = [1536, 768, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.051


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_pointwise_conv2_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_conv_module_modules_pointwise_conv2_parameters_weight_"
	shape = [768, 768, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.051


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_layer_norm_parameters_bias_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_layer_norm_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_intermediate_dense_parameters_bias_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_intermediate_dense_parameters_bias_"
	shape = [3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_intermediate_dense_parameters_weight_:
	name = "in_12"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_intermediate_dense_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_output_dense_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_output_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_output_dense_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn1_modules_output_dense_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_layer_norm_parameters_bias_:
	name = "in_15"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_layer_norm_parameters_weight_:
	name = "in_16"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_intermediate_dense_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_intermediate_dense_parameters_bias_"
	shape = [3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_intermediate_dense_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_intermediate_dense_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_output_dense_parameters_bias_:
	name = "in_19"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_output_dense_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_output_dense_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_ffn2_modules_output_dense_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_final_layer_norm_parameters_bias_:
	name = "in_21"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_final_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_final_layer_norm_parameters_weight_:
	name = "in_22"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_final_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_bias_:
	name = "in_25"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_weight_:
	name = "in_26"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_k_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_bias_:
	name = "in_27"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_out_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_pos_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_pos_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_bias_:
	name = "in_30"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_weight_:
	name = "in_31"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_q_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_bias_:
	name = "in_32"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_modules_linear_v_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_u_:
	name = "in_34"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_u_"
	shape = [12, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.163


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_v_:
	name = "in_35"
	original_name = "L_self_modules_encoder_modules_layers_modules_2_modules_self_attn_parameters_pos_bias_v_"
	shape = [12, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.158


class Program_weight_tensor_meta_hidden_states_76:
	name = "in_36"
	original_name = "hidden_states_76"
	shape = [8, 499, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 1.001


class Program_weight_tensor_meta_relative_position_embeddings:
	name = "in_37"
	original_name = "relative_position_embeddings"
	shape = [1, 997, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.223
	std = 0.671
