class Program_weight_tensor_meta_add:
	name = "in_0"
	original_name = "add"
	shape = [1, 128, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.332
	std = 0.006
