class Program_weight_tensor_meta_attn:
	name = "in_0"
	original_name = "attn"
	shape = [1, 4, 12, 12]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.573
