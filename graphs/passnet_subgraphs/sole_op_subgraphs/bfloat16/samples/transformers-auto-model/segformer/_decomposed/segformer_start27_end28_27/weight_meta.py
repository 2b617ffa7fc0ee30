class Program_weight_tensor_meta_attn_output_4:
	name = "in_0"
	original_name = "attn_output_4"
	shape = [2, 3136, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.023
