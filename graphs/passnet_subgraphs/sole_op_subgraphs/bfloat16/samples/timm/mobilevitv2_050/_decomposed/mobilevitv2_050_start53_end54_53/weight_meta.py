class Program_weight_tensor_meta_value:
	name = "in_0"
	original_name = "value"
	shape = [1, 64, 4, 256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.076
	std = 1.227
