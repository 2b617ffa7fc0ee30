class Program_weight_tensor_meta_attn:
	name = "in_0"
	original_name = "attn"
	shape = [1, 4, 196, 196]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020
