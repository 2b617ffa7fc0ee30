class Program_weight_tensor_meta_query:
	name = "in_0"
	original_name = "query"
	shape = [2, 1, 4, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.522
	std = 0.357
